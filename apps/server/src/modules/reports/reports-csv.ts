import type { ProductLanguage } from '@tawasul/contracts/locales';
import type { AgentReportRow, SignInLogEntry } from '@tawasul/contracts/reports';

export type CsvCell = string | number | null | undefined;

/** Excel reads a UTF-8 file as UTF-8 (Arabic included) only when it starts with a byte order mark. */
const BOM = '\uFEFF';
/** A spreadsheet runs a cell that starts with one of these as a formula (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell: text that a spreadsheet would run as a formula is prefixed with `'`; quotes, commas and lines are quoted. */
export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A whole file: byte order mark, CRLF line ends (RFC 4180). */
export function toCsv(rows: readonly (readonly CsvCell[])[]): string {
  return BOM + rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

const AGENT_HEADERS: Record<ProductLanguage, string[]> = {
  en: [
    'Agent',
    'Brand',
    'Conversations assigned',
    'Conversations closed',
    'Average first response time (seconds)',
    'Average resolution time (seconds)',
    'Messages sent',
    'Reassigned conversations',
    'Unanswered conversations',
    'Active session duration (seconds)',
    'Ratings',
    'Average rating (1–5)',
  ],
  ar: [
    'الموظف',
    'العلامة التجارية',
    'المحادثات المسندة',
    'المحادثات المغلقة',
    'متوسط زمن الرد الأول (بالثواني)',
    'متوسط زمن الحل (بالثواني)',
    'الرسائل المرسلة',
    'المحادثات المعاد إسنادها',
    'المحادثات دون رد',
    'مدة الجلسة النشطة (بالثواني)',
    'التقييمات',
    'متوسط التقييم (1–5)',
  ],
};

export function agentReportCsv(rows: readonly AgentReportRow[], language: ProductLanguage): string {
  const ar = language === 'ar';
  return toCsv([
    AGENT_HEADERS[language],
    ...rows.map((row) => [
      ar ? row.nameAr : row.nameEn,
      ar ? row.brandNameAr : row.brandNameEn,
      row.assigned,
      row.closed,
      row.averageFirstResponseSeconds,
      row.averageResolutionSeconds,
      row.messagesSent,
      row.reassigned,
      row.unanswered,
      row.activeSeconds,
      row.ratings,
      row.averageRating,
    ]),
  ]);
}

const SIGN_IN_HEADERS: Record<ProductLanguage, (timeZone: string) => string[]> = {
  en: (timeZone) => [`Time (${timeZone})`, 'Event', 'Method', 'IP address', 'Browser'],
  ar: (timeZone) => [`الوقت (${timeZone})`, 'الحدث', 'الطريقة', 'عنوان IP', 'المتصفح'],
};

const SIGN_IN_KINDS: Record<ProductLanguage, Record<SignInLogEntry['kind'], string>> = {
  en: { sign_in: 'Sign in', sign_out: 'Sign out' },
  ar: { sign_in: 'تسجيل الدخول', sign_out: 'تسجيل الخروج' },
};

export function signInLogCsv(
  entries: readonly (SignInLogEntry & { localTime: string })[],
  language: ProductLanguage,
  timeZone: string,
): string {
  return toCsv([
    SIGN_IN_HEADERS[language](timeZone),
    ...entries.map((entry) => [
      entry.localTime,
      SIGN_IN_KINDS[language][entry.kind],
      entry.method,
      entry.ipAddress,
      entry.userAgent,
    ]),
  ]);
}

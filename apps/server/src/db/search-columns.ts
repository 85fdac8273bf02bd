import { searchDocument } from '../lib/search-text.ts';
import type { cannedResponseCases } from './schema/canned-responses.ts';
import type { faqs } from './schema/faqs.ts';

// The normalised columns the searches read, derived from the texts on every write. Beside the tables (not in the
// modules' repositories) because the factories and the seed write them too.

type CaseTexts = Pick<
  typeof cannedResponseCases.$inferSelect,
  'titleEn' | 'titleAr' | 'descriptionEn' | 'descriptionAr'
>;
type FaqTexts = Pick<typeof faqs.$inferSelect, 'questionEn' | 'questionAr' | 'answerEn' | 'answerAr'>;

/** A canned-response case's search columns: its titles alone, and titles with descriptions. */
export function caseSearchColumns(values: CaseTexts) {
  return {
    searchTitle: searchDocument(values.titleEn, values.titleAr),
    searchText: searchDocument(values.titleEn, values.titleAr, values.descriptionEn, values.descriptionAr),
  };
}

/** An FAQ's search column: both languages' questions and answers. */
export const faqSearchText = (values: FaqTexts) =>
  searchDocument(values.questionEn, values.questionAr, values.answerEn, values.answerAr);

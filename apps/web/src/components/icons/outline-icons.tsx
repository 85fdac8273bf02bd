import type { SVGProps } from 'react';

/**
 * The widget's icons, and those of the components it shares with the back office (`components/chat`): Tabler's outline
 * icons (MIT, @tabler/icons-react 3.51), their paths drawn by one small component. The page every store loads then
 * carries them in its own file instead of a file per icon shared with the back office.
 */
interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'stroke'> {
  size?: number;
}

function icon(paths: readonly string[]) {
  return function Icon({ size = 24, ...rest }: IconProps) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden
        focusable="false"
        {...rest}
      >
        {paths.map((d) => (
          <path key={d} d={d} />
        ))}
      </svg>
    );
  };
}

export const IconArrowLeft = icon(['M5 12l14 0', 'M5 12l6 6', 'M5 12l6 -6']);
export const IconCheck = icon(['M5 12l5 5l10 -10']);
export const IconChecks = icon(['M7 12l5 5l10 -10', 'M2 12l5 5m5 -5l5 -5']);
export const IconChevronLeft = icon(['M15 6l-6 6l6 6']);
export const IconChevronRight = icon(['M9 6l6 6l-6 6']);
export const IconCircleCheck = icon(['M3 12a9 9 0 1 0 18 0a9 9 0 1 0 -18 0', 'M9 12l2 2l4 -4']);
export const IconClock = icon(['M3 12a9 9 0 1 0 18 0a9 9 0 0 0 -18 0', 'M12 7v5l3 3']);
export const IconDoorExit = icon([
  'M13 12v.01',
  'M3 21h18',
  'M5 21v-16a2 2 0 0 1 2 -2h7.5m2.5 10.5v7.5',
  'M14 7h7m-3 -3l3 3l-3 3',
]);
export const IconDownload = icon(['M4 17v2a2 2 0 0 0 2 2h12a2 2 0 0 0 2 -2v-2', 'M7 11l5 5l5 -5', 'M12 4l0 12']);
export const IconFileText = icon([
  'M14 3v4a1 1 0 0 0 1 1h4',
  'M17 21h-10a2 2 0 0 1 -2 -2v-14a2 2 0 0 1 2 -2h7l5 5v11a2 2 0 0 1 -2 2',
  'M9 9l1 0',
  'M9 13l6 0',
  'M9 17l6 0',
]);
export const IconHelpCircle = icon([
  'M3 12a9 9 0 1 0 18 0a9 9 0 0 0 -18 0',
  'M12 16v.01',
  'M12 13a2 2 0 0 0 .914 -3.782a1.98 1.98 0 0 0 -2.414 .483',
]);
export const IconMail = icon([
  'M3 7a2 2 0 0 1 2 -2h14a2 2 0 0 1 2 2v10a2 2 0 0 1 -2 2h-14a2 2 0 0 1 -2 -2v-10',
  'M3 7l9 6l9 -6',
]);
export const IconMessageCircle = icon([
  'M3 20l1.3 -3.9c-2.324 -3.437 -1.426 -7.872 2.1 -10.374c3.526 -2.501 8.59 -2.296 11.845 .48c3.255 2.777 3.695 7.266 1.029 10.501c-2.666 3.235 -7.615 4.215 -11.574 2.293l-4.7 1',
]);
export const IconPaperclip = icon([
  'M15 7l-6.5 6.5a1.5 1.5 0 0 0 3 3l6.5 -6.5a3 3 0 0 0 -6 -6l-6.5 6.5a4.5 4.5 0 0 0 9 9l6.5 -6.5',
]);
export const IconPencil = icon(['M4 20h4l10.5 -10.5a2.828 2.828 0 1 0 -4 -4l-10.5 10.5v4', 'M13.5 6.5l4 4']);
export const IconPhone = icon([
  'M5 4h4l2 5l-2.5 1.5a11 11 0 0 0 5 5l1.5 -2.5l5 2v4a2 2 0 0 1 -2 2a16 16 0 0 1 -15 -15a2 2 0 0 1 2 -2',
]);
export const IconSearch = icon(['M3 10a7 7 0 1 0 14 0a7 7 0 1 0 -14 0', 'M21 21l-6 -6']);
export const IconSend = icon([
  'M10 14l11 -11',
  'M21 3l-6.5 18a.55 .55 0 0 1 -1 0l-3.5 -7l-7 -3.5a.55 .55 0 0 1 0 -1l18 -6.5',
]);
export const IconTrash = icon([
  'M4 7l16 0',
  'M10 11l0 6',
  'M14 11l0 6',
  'M5 7l1 12a2 2 0 0 0 2 2h8a2 2 0 0 0 2 -2l1 -12',
  'M9 7v-3a1 1 0 0 1 1 -1h4a1 1 0 0 1 1 1v3',
]);
export const IconTruck = icon([
  'M5 17a2 2 0 1 0 4 0a2 2 0 1 0 -4 0',
  'M15 17a2 2 0 1 0 4 0a2 2 0 1 0 -4 0',
  'M5 17h-2v-11a1 1 0 0 1 1 -1h9v12m-4 0h6m4 0h2v-6h-8m0 -5h5l3 5',
]);
export const IconX = icon(['M18 6l-12 12', 'M6 6l12 12']);

// The toolbar's icons: small stroked SVGs drawn for this viewer (no icon library in the app).
import type { ReactNode } from 'react';

function Icon({ children }: { children: ReactNode }) {
  return (
    <svg
      width={18}
      height={18}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      {children}
    </svg>
  );
}

const lens = <circle cx="10" cy="10" r="6" />;
const handle = <path d="M14.5 14.5 20 20" />;

export const ZoomOutIcon = () => (
  <Icon>
    {lens}
    {handle}
    <path d="M7 10h6" />
  </Icon>
);
export const ZoomInIcon = () => (
  <Icon>
    {lens}
    {handle}
    <path d="M7 10h6M10 7v6" />
  </Icon>
);
export const ResetIcon = () => (
  <Icon>
    <path d="M4 12a8 8 0 1 0 2.5-5.8" />
    <path d="M4 4v4h4" />
  </Icon>
);
export const PanIcon = () => (
  <Icon>
    <path d="M12 3v18M3 12h18M9 6l3-3 3 3M9 18l3 3 3-3M6 9l-3 3 3 3M18 9l3 3-3 3" />
  </Icon>
);
export const WindowLevelIcon = () => (
  <Icon>
    <circle cx="12" cy="12" r="8" />
    <path d="M12 4a8 8 0 0 1 0 16z" fill="currentColor" />
  </Icon>
);
export const MeasureIcon = () => (
  <Icon>
    <path d="M3 17 17 3l4 4L7 21z" />
    <path d="M7 13l2 2M10 10l2 2M13 7l2 2" />
  </Icon>
);
export const DownloadIcon = () => (
  <Icon>
    <path d="M12 4v11M7 10l5 5 5-5M4 20h16" />
  </Icon>
);
export const InfoIcon = () => (
  <Icon>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 11v5M12 8h.01" />
  </Icon>
);

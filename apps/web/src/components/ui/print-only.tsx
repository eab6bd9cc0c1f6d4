import type * as React from 'react';
import { createPortal } from 'react-dom';

/**
 * On paper only `children`: a copy rendered straight under <body>, shown only in print, while
 * everything else under <body> (the app, toasts, dialogs) is hidden while printing. A4 with 16 mm
 * margins.
 */
const PRINT_CSS = `
@media print {
  @page { size: A4; margin: 16mm; }
  body > :not([data-print-only]) { display: none !important; }
  body { background: #fff !important; }
}`;

export function PrintOnly({ children }: { children: React.ReactNode }) {
  return createPortal(
    <div data-print-only="" className="hidden print:block">
      <style>{PRINT_CSS}</style>
      {children}
    </div>,
    document.body,
  );
}

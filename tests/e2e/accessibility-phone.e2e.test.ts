import { auditEveryScreenAt, WIDTHS } from './support/accessibility-audit.ts';

// axe over every main screen at the phone width (support/accessibility-audit.ts). The two widths are two
// files so that they run side by side.
auditEveryScreenAt(WIDTHS.phone);

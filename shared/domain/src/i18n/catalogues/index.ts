import type { GuestLanguage } from '../languages.ts';
import type { Catalogue } from './en.ts';
import { en } from './en.ts';
import { de } from './de.ts';
import { fr } from './fr.ts';
import { es } from './es.ts';

/** Every catalogue at once, for the server's e-mails and the tests; the dashboard loads one at a time. */
export const CATALOGUES: Record<GuestLanguage, Catalogue> = { en, de, fr, es };

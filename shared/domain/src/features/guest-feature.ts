import type { FeatureItem, FeatureKind } from './feature-rules.ts';

/** What a guest sees of one feature: its words and its image, nothing of the builder's. */
export interface GuestFeature {
  id: string;
  kind: FeatureKind;
  title: string;
  body: string;
  items: FeatureItem[];
  image_url: string | null;
}

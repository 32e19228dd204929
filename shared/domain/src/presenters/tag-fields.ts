export interface TagView {
  id: string;
  name: string;
  color: string;
}

/**
 * A guest's tags as the API shows them: `tags` the names (spec section 3),
 * `tag_ids` and `tag_objects` for the dashboard's chips and pickers. Guests
 * carry ids; names come from the catalogue when read, so a rename shows on
 * every guest at once and a deleted tag shows on none.
 */
export function tagFieldsOf(tagIds: readonly string[], tags: ReadonlyMap<string, TagView>): { tags: string[]; tag_ids: string[]; tag_objects: TagView[] } {
  // Most guests carry no tag: a page of them makes no arrays to filter.
  if (tagIds.length === 0) return { tags: [], tag_ids: [], tag_objects: [] };
  const carried = tagIds.map((id) => tags.get(id)).filter((tag): tag is TagView => !!tag);
  return {
    tags: carried.map((tag) => tag.name),
    tag_ids: carried.map((tag) => tag.id),
    tag_objects: carried.map(({ id, name, color }) => ({ id, name, color })),
  };
}

/** The Site content section's list of pages; each editor is at /admin/content/<slug>. */
export const CONTENT_LIST_PATH = "/admin/content";

export const contentEditorPath = (slug: string) => `${CONTENT_LIST_PATH}/${slug}`;

/** The built bookmarklet's code (served with the admin's static files), for the install pages to make a bookmark of. */
export interface BookmarkletCodeSource {
  code(): Promise<string>;
}

/** /admin and everything under it: pages with the admin's header instead of the site's. */
export const isAdminPath = (pathname: string) => /^\/admin(?:\/|$)/.test(pathname);

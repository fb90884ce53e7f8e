// Old name, kept only for app/routes/blog.tsx, which another change is editing: switch its
// import to ./cache-control.server and delete this file.
export { blogCacheControl } from "./cache-control.server";

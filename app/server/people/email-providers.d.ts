// The package ships its list as JSON behind a default export, without types.
declare module "email-providers" {
  const domains: string[];
  export default domains;
}

// A drawing as markup to draw inside a page (build-plugins/drawings.ts): `import art from "….svg?drawing"`.
declare module "*.svg?drawing" {
  const markup: string;
  export default markup;
}

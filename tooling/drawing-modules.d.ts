// A drawing as markup to draw inside a page (tooling/drawings.ts): `import art from "….svg?drawing"`.
declare module "*.svg?drawing" {
  const markup: string;
  export default markup;
}

// The type of a `late-module:` import (build-plugins/late-module.ts): the URL of a module bundled as a chunk
// of its own, for a late `import(url)`. Beside the plugin, under another name: a .d.ts named as a .ts
// file describes that file, not the modules it declares.
declare module "late-module:*" {
  const url: string;
  export default url;
}

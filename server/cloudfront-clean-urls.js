// CloudFront Function (runtime cloudfront-js-2.0), viewer request: one URL per page, like the other
// hosts. /privacy-policy is served from /privacy-policy.html; /privacy-policy/, /privacy-policy.html
// and /index.html answer 301 to the clean URL, query kept. The build copies this file to
// build/cloudfront/clean-urls.js; scripts/cloudfront-clean-urls.test.ts runs it in a bare V8 context
// with CloudFront's event shape, and eslint holds it to ES5 syntax (the runtime's core language).

/**
 * @typedef {{ value: string, multiValue?: { value: string }[] }} QueryValue
 * @typedef {{ uri: string, querystring: Record<string, QueryValue>, headers: Record<string, { value: string }> }} CloudFrontRequest
 * @typedef {{ statusCode: number, statusDescription: string, headers: Record<string, { value: string }> }} CloudFrontResponse
 */

/**
 * @param {{ request: CloudFrontRequest }} event
 * @returns {CloudFrontRequest | CloudFrontResponse}
 */
function handler(event) {
  var request = event.request;
  var uri = request.uri;
  var clean = uri
    .replace(/(^|[/])index[.]html$/, "$1")
    .replace(/(.)[.]html$/, "$1")
    .replace(/(.)[/]+$/, "$1");
  if (clean !== uri) {
    var query = Object.keys(request.querystring)
      .map(function (key) {
        var entry = /** @type {QueryValue} */ (request.querystring[key]);
        return (entry.multiValue || [entry])
          .map(function (item) {
            return item.value === "" ? key : key + "=" + item.value;
          })
          .join("&");
      })
      .join("&");
    return {
      statusCode: 301,
      statusDescription: "Moved Permanently",
      headers: { location: { value: clean + (query ? "?" + query : "") } },
    };
  }
  if (uri === "/") request.uri = "/index.html";
  else if ((uri.split("/").pop() || "").indexOf(".") === -1) request.uri = uri + ".html";
  return request;
}

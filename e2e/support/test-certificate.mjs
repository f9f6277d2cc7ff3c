// A throw-away self-signed certificate, made by openssl in `dir` (and deleted with it): for localhost
// and 127.0.0.1, what a visitor's browser meets on a real host, for the test servers' HTTPS; or for
// the hosts a test stands in for (GitHub's, github-proxy.ts).
import { execFileSync } from "node:child_process";
import { join } from "node:path";

/**
 * @param {string} dir
 * @param {string[]} hosts the names it is for (the first is its CN); localhost and 127.0.0.1 by default
 * @returns {{ key: string, cert: string }} the two files' paths.
 */
export function makeCertificate(dir, hosts = ["localhost", "127.0.0.1"]) {
  const [key, cert] = [join(dir, "key.pem"), join(dir, "cert.pem")];
  const names = hosts.map((host) => (/^[\d.]+$/.test(host) ? `IP:${host}` : `DNS:${host}`)).join(",");
  // prettier-ignore
  execFileSync("openssl", [
    "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "2", "-subj", `/CN=${hosts[0]}`,
    "-addext", `subjectAltName=${names}`, "-keyout", key, "-out", cert,
  ], { stdio: "ignore" });
  return { key, cert };
}

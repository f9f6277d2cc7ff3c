// A throw-away self-signed certificate for localhost and 127.0.0.1, made by openssl in `dir` (and
// deleted with it): what a visitor's browser meets on a real host, for the test servers' HTTPS.
import { execFileSync } from "node:child_process";
import { join } from "node:path";

/** @param {string} dir @returns {{ key: string, cert: string }} the two files' paths. */
export function makeCertificate(dir) {
  const [key, cert] = [join(dir, "key.pem"), join(dir, "cert.pem")];
  // prettier-ignore
  execFileSync("openssl", [
    "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "2", "-subj", "/CN=localhost",
    "-addext", "subjectAltName=DNS:localhost,IP:127.0.0.1", "-keyout", key, "-out", cert,
  ], { stdio: "ignore" });
  return { key, cert };
}

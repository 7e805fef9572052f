/**
 * A self-signed certificate for a test HTTPS subscriber on 127.0.0.1, made
 * with openssl: a leaf (`CA:FALSE`, which Deno accepts as a trust anchor
 * through `DENO_CERT`) for localhost and 127.0.0.1.
 *
 * @module
 */

/** A certificate and key, as PEM text and as files. */
export interface TestCertificate {
  /** Folder holding the files; removed by `remove`. */
  dir: string;
  /** Path of the PEM certificate: pass it as `DENO_CERT`. */
  certFile: string;
  /** The certificate, PEM. */
  cert: string;
  /** The private key, PEM. */
  key: string;
  /** Removes the files. */
  remove(): Promise<void>;
}

/** Options of {@linkcode createTestCertificate}. */
export interface CertificateOptions {
  /** Folder for the files (created); default a fresh temporary one. */
  dir?: string;
  /** Days of validity; default 2. */
  days?: number;
}

/** Makes a fresh self-signed certificate (in a temporary folder by default). */
export async function createTestCertificate(
  options: CertificateOptions = {},
): Promise<TestCertificate> {
  const dir = options.dir ??
    await Deno.makeTempDir({ prefix: "websub_tls_" });
  await Deno.mkdir(dir, { recursive: true });
  const certFile = `${dir}/cert.pem`;
  const keyFile = `${dir}/key.pem`;
  const output = await new Deno.Command("openssl", {
    args: [
      "req",
      "-x509",
      "-newkey",
      "ec",
      "-pkeyopt",
      "ec_paramgen_curve:prime256v1",
      "-nodes",
      "-keyout",
      keyFile,
      "-out",
      certFile,
      "-days",
      String(options.days ?? 2),
      "-subj",
      "/CN=localhost",
      "-addext",
      "basicConstraints=critical,CA:FALSE",
      "-addext",
      "subjectAltName=DNS:localhost,IP:127.0.0.1",
    ],
    stdout: "null",
    stderr: "piped",
  }).output();
  if (!output.success) {
    throw new Error(
      `openssl failed: ${new TextDecoder().decode(output.stderr)}`,
    );
  }
  return {
    dir,
    certFile,
    cert: await Deno.readTextFile(certFile),
    key: await Deno.readTextFile(keyFile),
    remove: () => Deno.remove(dir, { recursive: true }),
  };
}

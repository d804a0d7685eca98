import type { Env } from "../env.ts";
import { StartupError } from "../startup-error.ts";

/**
 * FILE_STORE=s3: the bucket's stores, once the bucket has answered (a wrong name, endpoint or key
 * stops the start with a clear message, not the first upload). Undefined for `local`: the app's
 * default folders.
 */
export async function fileStoresFromEnv(
  env: Pick<
    Env,
    "FILE_STORE" | "S3_BUCKET" | "S3_REGION" | "S3_ENDPOINT" | "S3_PUBLIC_ENDPOINT" | "S3_FORCE_PATH_STYLE"
  >,
) {
  if (env.FILE_STORE !== "s3" || !env.S3_BUCKET) return undefined;
  // Loaded only here: the AWS SDK takes half a second to import, which local disk (and every test
  // file that builds the app) should not pay.
  const { s3FileStores } = await import("./s3-file-store.ts");
  const stores = s3FileStores({
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    publicEndpoint: env.S3_PUBLIC_ENDPOINT,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
  });
  try {
    await stores.check();
  } catch (error) {
    const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    throw new StartupError(
      `FILE_STORE=s3: the bucket '${env.S3_BUCKET}' could not be reached` +
        `${env.S3_ENDPOINT ? ` at ${env.S3_ENDPOINT}` : ""} (${reason}); check S3_BUCKET, S3_REGION, ` +
        "S3_ENDPOINT and the AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY it is reached with",
    );
  }
  return stores;
}

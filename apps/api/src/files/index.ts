// The public entry of files/: what other features may import (docs/decisions/036-feature-boundaries.md).
export { DOCUMENT_MEDIA_TYPES, type DocumentKind, safeFilename, sniffDocument } from "./document-check.ts";
export { type FileStore, type FileStores, localFileStore, localFileStores } from "./file-store.ts";
export { fileUrl } from "./file-url.ts";
export { reencodePhoto } from "./photo-check.ts";
export {
  localPrivateFileStore,
  type PrivateFileStore,
  privateFileKey,
  privateFileResponse,
} from "./private-files.ts";
export { fileStoresFromEnv } from "./stores-from-env.ts";

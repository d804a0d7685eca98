// The server knows every served namespace from its start (words.server.ts); so do the tests.
import "./i18n/words.server.ts";

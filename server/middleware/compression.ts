import { constants } from "node:zlib";
import compress from "koa-compress";

/**
 * Compresses what is not already compressed: API JSON and the HTML shell (built assets arrive precompressed
 * from koa-static and pass through). Brotli at quality 5 costs little CPU per response and still beats gzip;
 * bodies under 1 KB are not worth the header.
 */
export function compression() {
  return compress({ threshold: 1024, br: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } } });
}

/** The curl and Node samples of the developers page: code, the same in every language. */

export function curlSteps(base: string) {
  return {
    upload: `curl -s -X POST ${base}/files/upload \\
  -H "Authorization: Bearer $POLYSUB_API_KEY" \\
  -F "file=@episode.srt"
# → { "file_id": "3f6c…", "format": "srt", "subtitle_count": 512, … }`,
    start: `curl -s -X POST "${base}/translate/start?file_id=$FILE_ID" \\
  -H "Authorization: Bearer $POLYSUB_API_KEY" \\
  -H "Content-Type: application/json" \\
  -d '{ "source_language": "auto", "target_language": "fr", "service": "deepl",
        "callback_url": "https://example.com/hooks/polysub" }'
# → 201 { "job_id": "9a1e…", "status": "pending", … }`,
    status: `curl -s ${base}/translate/status/$JOB_ID \\
  -H "Authorization: Bearer $POLYSUB_API_KEY"
# → { "status": "in_progress", "progress": 42.5, … } until "completed"`,
    export: `curl -s -X POST ${base}/translate/export \\
  -H "Authorization: Bearer $POLYSUB_API_KEY" \\
  -H "Content-Type: application/json" \\
  -d '{ "job_id": "'$JOB_ID'", "format": "srt", "encoding": "utf-8" }' \\
  | jq -r .content > episode.fr.srt`,
  };
}

export const WEBHOOK_BODY = `POST /hooks/polysub
Polysub-Signature: t=1764237600,v1=5257a869e7ecebeda32affa62cdca3fa51cad7e77a0e56ff536d0ce8e108d8bd
Content-Type: application/json

{ "job_id": "9a1e…", "status": "completed", "file_id": "3f6c…", "target_language": "fr",
  "service_counts": { "deepl": 512 }, "error_code": null }`;

export const VERIFY_NODE = `import { createHmac, timingSafeEqual } from "node:crypto";

// rawBody: the request body exactly as received (a Buffer or string), before any JSON parsing.
export function verifyPolysub(rawBody, header, secret = process.env.POLYSUB_WEBHOOK_SECRET) {
  const fields = Object.fromEntries(header.split(",").map((part) => part.split("=")));
  const age = Math.abs(Date.now() / 1000 - Number(fields.t));
  const expected = createHmac("sha256", secret).update(\`\${fields.t}.\${rawBody}\`).digest();
  const given = Buffer.from(fields.v1 ?? "", "hex");
  return age < 300 && given.length === expected.length && timingSafeEqual(given, expected);
}`;

export const ERROR_SAMPLE = `HTTP/1.1 402 Payment Required
{ "detail": "The free plan exports srt files: upgrade to export ass", "code": "format_not_in_plan" }`;

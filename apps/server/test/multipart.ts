import type { TestApp } from './helper.ts';

/** A multipart/form-data body as a browser sends it, with the content type that names its boundary. */
export type Multipart = { payload: Buffer; type: string };

/** Encodes text fields and image files (each sent as `<name>.jpg`) as multipart/form-data. */
export async function multipart(
  fields: Record<string, string>,
  files: Record<string, Buffer> = {},
): Promise<Multipart> {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const [k, v] of Object.entries(files))
    form.append(k, new Blob([new Uint8Array(v)], { type: 'image/jpeg' }), `${k}.jpg`);
  const res = new Response(form);
  return { payload: Buffer.from(await res.arrayBuffer()), type: res.headers.get('content-type')! };
}

/** Sends a tenant application from the public form (no session), as if from `remoteAddress`. */
export const submitApplication = (app: TestApp['app'], form: Multipart, remoteAddress: string) =>
  app.inject({
    method: 'POST',
    url: '/api/public/applications',
    payload: form.payload,
    headers: { 'content-type': form.type },
    remoteAddress,
  });

import type { Paged } from '@portal/contracts';
import type { QueryParams } from './query-string';
import type { RequestOptions, Transport } from './transport';

export type Id = number | string;
export type CallOptions = Pick<RequestOptions, 'signal' | 'captcha' | 'headers' | 'onUploadProgress'>;

/**
 * The spec's generic resource client (section 7): GET list, GET {id}, POST, PUT {id}, PATCH {id},
 * DELETE {id}. Variants are chosen by `event`/`action` in the list query or the create body, e.g.
 * `kantor.list({ event: 'index_options' })`, `izin.create({ event: 'store_request', id })`.
 */
export interface Resource<T> {
  readonly path: string;
  list<R = Paged<T>>(query?: QueryParams, options?: CallOptions): Promise<R>;
  show<R = T>(id: Id, query?: QueryParams, options?: CallOptions): Promise<R>;
  create<R = unknown>(body?: unknown, options?: CallOptions): Promise<R>;
  update<R = unknown>(id: Id, body?: unknown, options?: CallOptions): Promise<R>;
  patch<R = unknown>(id: Id, body?: unknown, options?: CallOptions): Promise<R>;
  destroy<R = unknown>(id: Id, options?: CallOptions): Promise<R>;
}

export function createResource<T>(transport: Transport, path: string): Resource<T> {
  const base = path.replace(/\/+$/, '');
  const item = (id: Id) => `${base}/${encodeURIComponent(String(id))}`;
  return {
    path: base,
    list: (query, options) => transport.request('GET', base, { ...options, query }),
    show: (id, query, options) => transport.request('GET', item(id), { ...options, query }),
    create: (body, options) => transport.request('POST', base, { ...options, body }),
    update: (id, body, options) => transport.request('PUT', item(id), { ...options, body }),
    patch: (id, body, options) => transport.request('PATCH', item(id), { ...options, body }),
    destroy: (id, options) => transport.request('DELETE', item(id), options),
  };
}

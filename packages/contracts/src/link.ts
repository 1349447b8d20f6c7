/**
 * The link board ("Tautan & Dokumen"): /api/general/link (spec section 7; page /message/link), for
 * every employee (POLICY.useLinks). Changes: the creator or POLICY.manageAllLinks (403 otherwise).
 * The field limits, messages and the address rule (LINK_LIMITS, LINK_MESSAGES, isLinkUrl) stay in
 * @portal/domain: the form checks them without a call.
 */
import { Type, type Static } from 'typebox';
import { Nullable, NullableInteger, NullableString, PageQuery, Paged, Selector, SortQuery } from './common.js';
import { LINK_LIMITS } from './domain-values.js';

export const LINK_PATH = '/api/general/link';

/** A row of GET /api/general/link. `uploaded_by_name` is the creator (pegawai name, else user name). */
export const LinkRow = Type.Object({
  id: Type.Integer(),
  judul: Type.String(),
  url: NullableString,
  keterangan: NullableString,
  user_id: NullableInteger,
  uploaded_by_name: Nullable(Type.String({ description: 'The creator: pegawai name, else user name' })),
  files_count: Type.Integer(),
  /** The caller may edit and delete it (creator, or roles 1/57). */
  can_edit: Type.Boolean({ description: 'The caller may change and delete it' }),
  /** ISO date-times. */
  created_at: Type.String(),
  updated_at: Type.String(),
});
export type LinkRow = Static<typeof LinkRow>;

/** An attached file; `location` is the storage key (`link/{id}/{file}`), what the file opener takes. */
export const LinkFile = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  content_type: Type.String(),
  size: Type.Integer(),
  location: Type.String({ description: 'Storage key, e.g. link/7/surat.pdf' }),
  uploaded_by: NullableInteger,
  uploaded_by_name: NullableString,
  created_at: Type.String(),
});
export type LinkFile = Static<typeof LinkFile>;

export const LinkDetail = Type.Object({ ...LinkRow.properties, files: Type.Array(LinkFile) });
export type LinkDetail = Static<typeof LinkDetail>;

/** GET /api/general/link/{id}. */
export const LinkShowAnswer = Type.Object({ data: LinkDetail });
export type LinkShowAnswer = Static<typeof LinkShowAnswer>;

/** The answer of every link mutation except DELETE ('Link created', 'Link updated', 'File updated' …). */
export const LinkMutationAnswer = Type.Object({ message: Type.String(), data: LinkDetail });
export type LinkMutationAnswer = Static<typeof LinkMutationAnswer>;

/** Columns the list sorts by (sortby / sortbydesc); newest first otherwise. */
export const LINK_SORT_KEYS = [
  'id',
  'judul',
  'url',
  'created_at',
  'updated_at',
  'uploaded_by_name',
  'files_count',
] as const;
export type LinkSortColumn = (typeof LINK_SORT_KEYS)[number];

/** The list: paged, search on judul/keterangan, sortable. */
export const LinkListQuery = Type.Object({ ...PageQuery, ...SortQuery(LINK_SORT_KEYS) });
export type LinkListQuery = Static<typeof LinkListQuery>;

export const LinkListAnswer = Paged(LinkRow);
export type LinkListAnswer = Static<typeof LinkListAnswer>;

/**
 * The body of POST and of PUT without an action: the whole link (url and keterangan may be empty
 * or null). Only the types here; lengths and the address are checked by the server, so one answer
 * names every field at fault.
 */
export const LinkInput = Type.Object({
  judul: Type.String({ description: `Required, at most ${LINK_LIMITS.judul} characters (trimmed)` }),
  url: Type.Optional(
    Nullable(Type.String({ description: `An http(s) address, at most ${LINK_LIMITS.url} characters` })),
  ),
  keterangan: Type.Optional(Nullable(Type.String({ description: `At most ${LINK_LIMITS.keterangan} characters` }))),
});
export type LinkInput = Static<typeof LinkInput>;

/** PUT /{id}: no action (the link itself), `update_files` or `destroy_file` (each body checked by its action). */
export const LINK_PUT_ACTIONS = ['update_files', 'destroy_file'] as const;
export type LinkPutAction = (typeof LINK_PUT_ACTIONS)[number];
export const LinkPutBody = Type.Object({
  action: Type.Optional(Selector(LINK_PUT_ACTIONS)),
  ...LinkInput.properties,
  judul: Type.Optional(LinkInput.properties.judul),
});

/** `update_files`: files PUT to the caller's own upload addresses under `link/{id}/`. */
export const LinkUpdateFilesBody = Type.Object({
  action: Type.Optional(Type.String()),
  files: Type.Array(
    Type.Object({
      path: Type.String({ minLength: 1, maxLength: 1024, description: 'link/{id}/{file name}, as uploaded' }),
      name: Type.Optional(
        Type.String({
          minLength: 1,
          maxLength: 255,
          description: 'The name downloads offer; same extension as the path',
        }),
      ),
    }),
    { minItems: 1, maxItems: LINK_LIMITS.filesPerUpdate },
  ),
});
export type LinkUpdateFilesBody = Static<typeof LinkUpdateFilesBody>;

/** `destroy_file`: one file of the link. */
export const LinkDestroyFileBody = Type.Object({
  action: Type.Optional(Type.String()),
  file_id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
});
export type LinkDestroyFileBody = Static<typeof LinkDestroyFileBody>;

/** GET /{id}/x/file?location=: a file shown with the link (bytes; no JSON answer). */
export const LinkFileQuery = Type.Object({ location: Type.String({ minLength: 1, maxLength: 2048 }) });
export type LinkFileQuery = Static<typeof LinkFileQuery>;

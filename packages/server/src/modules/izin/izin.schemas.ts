/** JSON schemas of izin answers (documented in /api/docs, and they strip nothing we send). */
const nullableString = { type: ['string', 'null'] } as const;

const rowProperties = {
  id: { type: 'integer' },
  token: { type: 'string' },
  pegawai_id: { type: 'integer' },
  pegawai_nama: { type: 'string' },
  pegawai_npp: { type: 'string' },
  kantor_nama: nullableString,
  jenis_id: { type: 'integer' },
  jenis_nama: { type: 'string' },
  tanggal_mulai: { type: 'string' },
  tanggal_selesai: { type: 'string' },
  hari: { type: 'integer', description: 'Working days (weekends and libur excluded)' },
  alasan: { type: 'string' },
  status: { type: 'string', enum: ['draft', 'menunggu', 'disetujui', 'ditolak', 'dibatalkan'] },
  status_label: { type: 'string' },
  is_myturn: { type: 'boolean' },
  attachments_count: { type: 'integer' },
  created_at: { type: 'string' },
} as const;

export const izinRowSchema = { type: 'object', properties: rowProperties } as const;

const approvalSchema = {
  type: 'object',
  properties: {
    status: { type: 'string' },
    status_label: { type: 'string' },
    current_step: { type: ['integer', 'null'] },
    is_myturn: { type: 'boolean' },
    allowed_actions: { type: 'array', items: { type: 'string' } },
    steps: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          step_no: { type: 'integer' },
          label: { type: 'string' },
          status: { type: 'string' },
          approvers: { type: 'array', items: { type: 'object', properties: { user_id: { type: 'integer' }, name: { type: 'string' } } } },
          decided_by: { type: ['integer', 'null'] },
          decided_by_name: nullableString,
          decided_at: nullableString,
          note: nullableString,
        },
      },
    },
    history: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          id: { type: 'integer' },
          action: { type: 'string' },
          step_no: { type: ['integer', 'null'] },
          actor_user_id: { type: ['integer', 'null'] },
          actor_name: nullableString,
          from_status: nullableString,
          to_status: { type: 'string' },
          note: nullableString,
          created_at: { type: 'string' },
        },
      },
    },
  },
} as const;

export const izinDetailSchema = {
  type: 'object',
  properties: {
    ...rowProperties,
    attachments: {
      type: 'array',
      items: {
        type: 'object',
        properties: { id: { type: 'integer' }, name: { type: 'string' }, content_type: { type: 'string' }, size: { type: 'integer' }, location: { type: 'string' }, created_at: { type: 'string' } },
      },
    },
    approval: approvalSchema,
    can_delete: { type: 'boolean' },
    can_edit_attachments: { type: 'boolean' },
  },
  // Required fields tell the list/detail/config answers apart (the GET route answers anyOf them).
  required: ['id', 'token', 'approval', 'attachments'],
} as const;

const balanceSchema = {
  type: ['object', 'null'],
  properties: { tahun: { type: 'integer' }, jatah: { type: 'integer' }, terpakai: { type: 'integer' }, menunggu: { type: 'integer' }, sisa: { type: 'integer' } },
} as const;

export const izinConfigSchema = {
  type: 'object',
  properties: {
    data: {
      type: 'object',
      properties: {
        jenis: {
          type: 'array',
          items: { type: 'object', properties: { id: { type: 'integer' }, nama: { type: 'string' }, butuh_lampiran: { type: 'boolean' }, memotong_cuti_tahunan: { type: 'boolean' } } },
        },
        jatah_cuti_tahunan: { type: 'integer' },
        maks_rentang_hari: { type: 'integer' },
        balance: balanceSchema,
      },
      required: ['jenis', 'jatah_cuti_tahunan', 'balance'],
    },
  },
  required: ['data'],
} as const;

export const izinCalendarSchema = {
  type: 'object',
  properties: {
    data: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          token: { type: 'string' },
          pegawai_nama: { type: 'string' },
          jenis_id: { type: 'integer' },
          jenis_nama: { type: 'string' },
          tanggal_mulai: { type: 'string' },
          tanggal_selesai: { type: 'string' },
          status: { type: 'string' },
        },
      },
    },
  },
  required: ['data'],
} as const;

export const unapprovedSchema = {
  type: 'object',
  properties: { data: { type: 'object', properties: { unapproved: { type: 'integer' } }, required: ['unapproved'] } },
  required: ['data'],
} as const;

export const exportAnswerSchema = {
  type: 'object',
  properties: { message: { type: 'string' }, data: { type: 'object', properties: { job_id: { type: 'string' } }, required: ['job_id'] } },
  required: ['message', 'data'],
} as const;

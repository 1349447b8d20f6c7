/**
 * Wire types shared by the server (which answers with them) and the browser (which reads them), so
 * the two cannot drift. Shapes follow ARCHITECTURE.md section 5 and spec sections 3 and 7.
 */

/** A server-paged list. `from`/`to` are null when the page is empty. */
export interface Paged<T> {
  data: T[];
  current_page: number;
  per_page: number;
  from: number | null;
  to: number | null;
  total: number;
  last_page: number;
}

/** Every error answer: a message, plus per-field texts for validation errors (422). */
export interface ApiErrorBody {
  message: string;
  errors?: Record<string, string[]>;
}

/** The signed-in user as the browser sees it (never persisted in the browser; read from /check). */
export interface SessionClient {
  id: number;
  name: string;
  pegawai_id: number | null;
  nama: string | null;
  rolesId: number[];
  jabatan_id: number | null;
  kantor_id: number | null;
  /** Names for display (home, profile); the ids above are what rules use. */
  jabatan_nama: string | null;
  kantor_nama: string | null;
  photo: string | null;
  is_password_default: boolean;
}

export interface RefreshResponse {
  access_token: string;
  refresh_token: string;
  /** Seconds until the access token expires. */
  expires_in: number;
}

export interface LoginResponse extends RefreshResponse {
  client: SessionClient;
  photo: string | null;
  is_password_default: boolean;
}

export interface LoginRequest {
  username: string;
  password: string;
}

export interface RefreshRequest {
  refresh_token: string;
}

/** A recorded file as the storage API answers it (`update_files`, file lists). */
export interface StoredFile {
  id: number;
  event_id: number | null;
  owner_type: string;
  owner_id: number | null;
  path: string;
  original_name: string;
  content_type: string;
  size: number;
  sha256: string;
  uploaded_by: number | null;
  created_at: string;
}

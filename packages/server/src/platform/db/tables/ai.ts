/**
 * Kysely table types of the AI assistant (migration 0036_ai.sql). Merged into `Database` in ../schema.ts;
 * keep them in step with the migration.
 */
import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from '../schema.js';

export interface AiAgentTable {
  id: Generated<number>;
  nama: string;
  avatar_svg: string | null;
  system_prompt: Generated<string>;
  model: Generated<string>;
  /** numeric(3,2): pg returns a string; written as a number. */
  temperature: ColumnType<string, number | undefined, number>;
  tools: Generated<string[]>;
  is_active: Generated<boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface AiSessionTable {
  id: Generated<number>;
  agent_id: number;
  user_id: number;
  judul: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface AiMessageTable {
  /** bigserial: pg returns a string. */
  id: Generated<string>;
  session_id: number;
  role: 'user' | 'assistant';
  content: string;
  tool_calls: ColumnType<unknown, string | undefined, string>;
  source: string | null;
  prompt_tokens: Generated<number>;
  completion_tokens: Generated<number>;
  created_at: Timestamp;
}

export interface AiFaqTable {
  id: Generated<number>;
  judul: string;
  isi: string;
  tautan: string;
  /** Generated (tsvector); PostgreSQL reports generated columns as nullable. */
  dokumen: ColumnType<string | null, never, never>;
}

export interface AiTables {
  ai_agent: AiAgentTable;
  ai_session: AiSessionTable;
  ai_message: AiMessageTable;
  ai_faq: AiFaqTable;
}

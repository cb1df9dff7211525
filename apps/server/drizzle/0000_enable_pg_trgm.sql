-- Trigram matching for case-insensitive substring search on game names (GIN gin_trgm_ops).
CREATE EXTENSION IF NOT EXISTS pg_trgm;

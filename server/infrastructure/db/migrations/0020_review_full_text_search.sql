-- The full-text `all` review search (docs/product/reviews.md#filters). One folding for the stored
-- words and the typed keyword alike: compatibility-decomposed, Latin accents stripped, lower case.
CREATE FUNCTION review_search_fold(input text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT lower(regexp_replace(normalize(input, NFKD), '[\u0300-\u036f]', '', 'g')) $$;--> statement-breakpoint
-- Every word of the keyword as a prefix ('caf slow' is 'caf':* & 'slow':*), so a word still being
-- typed finds the reviews; NULL when the keyword has no word at all.
CREATE FUNCTION review_search_prefix_query(keyword text) RETURNS tsquery
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$
    SELECT to_tsquery('simple', string_agg('''' || replace(replace(lexeme, '\', '\\'), '''', '''''') || ''':*', ' & '))
    FROM unnest(to_tsvector('simple', review_search_fold(keyword)))
  $$;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, review_search_fold(title || ' ' || body))) STORED;--> statement-breakpoint
CREATE INDEX "reviews_shop_search_vector_idx" ON "reviews" USING gin ("shop_id","search_vector");
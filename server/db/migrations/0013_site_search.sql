ALTER TABLE "activities" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "search_grams" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "search_title" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "search_summary" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "articles_search_grams_idx" ON "articles" USING gin ("search_grams") WITH (fastupdate=false);--> statement-breakpoint
-- Site search (server/search/README.md). Written by hand below this line: the
-- text folding, the grams and the triggers that keep search_text and
-- search_grams current on every write, whoever writes (site, console, seed).
-- Folding is A–Z to a–z only, the same on every server whatever its locale
-- (lib/search-query.ts folds queries the same way).
CREATE FUNCTION site_search_fold(t text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT translate(coalesce(t, ''), 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'abcdefghijklmnopqrstuvwxyz')
$$;--> statement-breakpoint
-- The text of stored (sanitised) editor HTML: tags become spaces, the entities the sanitiser writes are decoded.
CREATE FUNCTION site_search_plain(html text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT replace(replace(replace(replace(replace(replace(
    regexp_replace(coalesce(html, ''), '<[^>]*>', ' ', 'g'),
    '&nbsp;', ' '), '&lt;', '<'), '&gt;', '>'), '&quot;', '"'), '&#39;', ''''), '&amp;', '&')
$$;--> statement-breakpoint
-- Every distinct character, pair and triple of adjacent characters, leaving out those with white space.
CREATE FUNCTION site_search_grams(t text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT g), '{}'::text[]) FROM (
    SELECT unnest(ARRAY[ch, ch || next1, ch || next1 || next2]) AS g FROM (
      SELECT ch,
             coalesce(lead(ch, 1) OVER (ORDER BY n), '') AS next1,
             coalesce(lead(ch, 2) OVER (ORDER BY n), '') AS next2
        FROM unnest(regexp_split_to_array(t, '')) WITH ORDINALITY AS u(ch, n)
    ) AS chars
  ) AS grams
  WHERE g <> '' AND g !~ '\s'
$$;--> statement-breakpoint
CREATE FUNCTION articles_search_fill() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status = 'published' THEN
    NEW.search_title := site_search_fold(concat_ws(E'\n', NEW.title, NEW.title_en));
    NEW.search_summary := site_search_fold(concat_ws(E'\n', NEW.summary, NEW.summary_en));
    NEW.search_text := concat_ws(E'\n', NEW.search_title, NEW.search_summary,
      CASE WHEN NEW.channel = 'pay' THEN NULL ELSE site_search_fold(site_search_plain(NEW.body)) END);
  ELSE
    NEW.search_title := '';
    NEW.search_summary := '';
    NEW.search_text := '';
  END IF;
  NEW.search_grams := site_search_grams(NEW.search_text);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER articles_search_fill BEFORE INSERT OR UPDATE OF status, channel, title, title_en, summary, summary_en, body, search_text, search_title, search_summary, search_grams
  ON articles FOR EACH ROW EXECUTE FUNCTION articles_search_fill();--> statement-breakpoint
CREATE FUNCTION activities_search_fill() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := site_search_fold(concat_ws(E'\n', NEW.title, NEW.title_en, NEW.summary, NEW.summary_en,
    NEW.venue, NEW.venue_en, NEW.city, NEW.city_en, site_search_plain(NEW.description),
    CASE WHEN jsonb_typeof(NEW.agenda) = 'array' THEN
      (SELECT string_agg(concat_ws(' ', item->>'title', item->>'titleEn'), E'\n') FROM jsonb_array_elements(NEW.agenda) AS item)
    END));
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER activities_search_fill BEFORE INSERT OR UPDATE OF title, title_en, summary, summary_en, venue, venue_en, city, city_en, description, agenda, search_text
  ON activities FOR EACH ROW EXECUTE FUNCTION activities_search_fill();--> statement-breakpoint
CREATE FUNCTION jobs_search_fill() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := site_search_fold(concat_ws(E'\n', NEW.title, NEW.title_en, NEW.department, NEW.department_en, NEW.city, NEW.city_en,
    CASE WHEN jsonb_typeof(NEW.duties) = 'array' THEN (SELECT string_agg(line, E'\n') FROM jsonb_array_elements_text(NEW.duties) AS line) END,
    CASE WHEN jsonb_typeof(NEW.requirements) = 'array' THEN (SELECT string_agg(line, E'\n') FROM jsonb_array_elements_text(NEW.requirements) AS line) END));
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER jobs_search_fill BEFORE INSERT OR UPDATE OF title, title_en, department, department_en, city, city_en, duties, requirements, search_text
  ON jobs FOR EACH ROW EXECUTE FUNCTION jobs_search_fill();--> statement-breakpoint
-- The rows already there.
UPDATE articles SET search_text = '';--> statement-breakpoint
UPDATE activities SET search_text = '';--> statement-breakpoint
UPDATE jobs SET search_text = '';

ALTER TABLE "activities" ADD COLUMN "description_en" text;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "address_en" text;--> statement-breakpoint
-- hand-written:
-- An activity's English description, address and agenda times are searched too (server/search/README.md):
-- the same function as 0013's with description_en, address, address_en and each agenda row's timeEn added.
CREATE OR REPLACE FUNCTION activities_search_fill() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := site_search_fold(concat_ws(E'\n', NEW.title, NEW.title_en, NEW.summary, NEW.summary_en,
    NEW.venue, NEW.venue_en, NEW.address, NEW.address_en, NEW.city, NEW.city_en,
    site_search_plain(NEW.description), site_search_plain(NEW.description_en),
    CASE WHEN jsonb_typeof(NEW.agenda) = 'array' THEN
      (SELECT string_agg(concat_ws(' ', item->>'title', item->>'titleEn', item->>'timeEn'), E'\n') FROM jsonb_array_elements(NEW.agenda) AS item)
    END));
  RETURN NEW;
END
$$;--> statement-breakpoint
DROP TRIGGER activities_search_fill ON activities;--> statement-breakpoint
CREATE TRIGGER activities_search_fill BEFORE INSERT OR UPDATE OF title, title_en, summary, summary_en, venue, venue_en, address, address_en, city, city_en, description, description_en, agenda, search_text
  ON activities FOR EACH ROW EXECUTE FUNCTION activities_search_fill();--> statement-breakpoint
-- The rows already there (their text gains their address).
UPDATE activities SET search_text = '';

-- Staff notes get a column of their own: 'Save Notes' used to overwrite the member's call
-- topics (notes), which the member then saw. Existing rows keep notes as they are (the
-- member's topics, or a staff note that already replaced them and that the member has
-- already seen): nothing is copied, so nothing is lost and nothing new is shown to anyone.
ALTER TABLE "scheduled_calls" ADD COLUMN "staff_notes" text;

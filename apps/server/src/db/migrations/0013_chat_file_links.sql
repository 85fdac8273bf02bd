ALTER TABLE "uploads" ADD COLUMN "message_id" uuid;--> statement-breakpoint
-- Files already sent in chats: each one its sender uploaded belongs to the first message that carried it.
UPDATE "uploads" AS u SET "message_id" = linked.message_id
FROM (
	SELECT DISTINCT ON (a.upload_id) a.upload_id, m.id AS message_id
	FROM "chat_messages" AS m
	CROSS JOIN LATERAL (
		SELECT (e->>'uploadId')::uuid AS upload_id FROM jsonb_array_elements(m.attachments) AS e
		WHERE e->>'uploadId' ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
	) AS a
	ORDER BY a.upload_id, m.seq
) AS linked
JOIN "chat_messages" AS m ON m.id = linked.message_id
WHERE u.id = linked.upload_id
	AND ((m.author_user_id IS NOT NULL AND u.uploaded_by = m.author_user_id)
		OR (m.author_guest_id IS NOT NULL AND u.uploaded_by_guest_id = m.author_guest_id));

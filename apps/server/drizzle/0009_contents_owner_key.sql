-- Hand-written: a stored file's owner is a user, but the files feature ranks below auth and its
-- table cannot import users (docs/adr/0007). The foreign key that 0008 dropped from the generated
-- schema is kept in the database, under the same name, declared here instead.
ALTER TABLE "contents" ADD CONSTRAINT "contents_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;

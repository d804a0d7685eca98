CREATE TYPE "public"."booking_status" AS ENUM('pending_approval', 'awaiting_payment', 'confirmed', 'completed', 'cancelled', 'declined');--> statement-breakpoint
CREATE TYPE "public"."participant_status" AS ENUM('invited', 'accepted', 'declined');--> statement-breakpoint
CREATE TYPE "public"."payment_purpose" AS ENUM('wallet_top_up', 'booking');--> statement-breakpoint
CREATE TYPE "public"."payment_status" AS ENUM('pending', 'success', 'failed', 'abandoned');--> statement-breakpoint
CREATE TYPE "public"."transaction_kind" AS ENUM('earning', 'payout', 'refund', 'fee');--> statement-breakpoint
CREATE TYPE "public"."transaction_status" AS ENUM('pending', 'available', 'paid', 'reversed');--> statement-breakpoint
CREATE TYPE "public"."wallet_entry_kind" AS ENUM('top_up', 'booking_payment', 'refund');--> statement-breakpoint
CREATE TYPE "public"."credential_type" AS ENUM('license', 'association', 'education', 'certification', 'conduct');--> statement-breakpoint
CREATE TYPE "public"."gender" AS ENUM('Male', 'Female', 'Others');--> statement-breakpoint
CREATE TYPE "public"."timeslot_status" AS ENUM('open', 'held', 'booked');--> statement-breakpoint
CREATE TYPE "public"."provider_visibility" AS ENUM('visible', 'hidden');--> statement-breakpoint
CREATE TYPE "public"."user_role" AS ENUM('client', 'provider');--> statement-breakpoint
CREATE TABLE "booking_concerns" (
	"series_id" char(26) NOT NULL,
	"concern_id" char(26) NOT NULL,
	CONSTRAINT "booking_concerns_series_id_concern_id_pk" PRIMARY KEY("series_id","concern_id")
);
--> statement-breakpoint
CREATE TABLE "booking_participants" (
	"id" char(26) PRIMARY KEY NOT NULL,
	"series_id" char(26) NOT NULL,
	"email" text NOT NULL,
	"status" "participant_status" DEFAULT 'invited' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_series" (
	"id" char(26) PRIMARY KEY NOT NULL,
	"client_id" char(26) NOT NULL,
	"provider_id" char(26) NOT NULL,
	"created_by_id" char(26) NOT NULL,
	"therapy_id" char(26) NOT NULL,
	"modality_id" char(26) NOT NULL,
	"total_sessions" integer DEFAULT 1 NOT NULL,
	"note" text,
	"booking_fee" integer NOT NULL,
	"total_booking_fee" integer NOT NULL,
	"currency_code" char(3) NOT NULL,
	"appointment_duration" integer NOT NULL,
	"status" "booking_status" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" char(26) PRIMARY KEY NOT NULL,
	"series_id" char(26) NOT NULL,
	"timeslot_id" char(26),
	"appointment_time" timestamp with time zone,
	"appointment_end_time" timestamp with time zone,
	"status" "booking_status" NOT NULL,
	"allow_reschedule" text DEFAULT 'not_allowed' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_timeslot_id_unique" UNIQUE("timeslot_id")
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" char(26) PRIMARY KEY NOT NULL,
	"provider_id" char(26) NOT NULL,
	"client_id" char(26),
	"booking_id" char(26),
	"rating_halves" integer NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_rating_halves_check" CHECK ("reviews"."rating_halves" between 1 and 10)
);
--> statement-breakpoint
CREATE TABLE "age_groups" (
	"id" char(26) PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "age_groups_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "concerns" (
	"id" char(26) PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	CONSTRAINT "concerns_name_unique" UNIQUE("name"),
	CONSTRAINT "concerns_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"code" char(2) PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" varchar(64) NOT NULL,
	"currency_code" char(3) NOT NULL,
	CONSTRAINT "countries_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "cultural_backgrounds" (
	"id" char(26) PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "cultural_backgrounds_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "disciplines" (
	"id" char(26) PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "disciplines_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "languages" (
	"id" char(26) PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "languages_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "modalities" (
	"id" char(26) PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"short_name" text NOT NULL,
	"is_offline" boolean DEFAULT false NOT NULL,
	"image_url" text,
	CONSTRAINT "modalities_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "religions" (
	"id" char(26) PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "religions_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "states" (
	"id" char(26) PRIMARY KEY NOT NULL,
	"country_code" char(2) NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "therapies" (
	"id" char(26) PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"allow_invite" boolean DEFAULT false NOT NULL,
	CONSTRAINT "therapies_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "blog_categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "blog_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"document_id" char(26) NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"locale" text DEFAULT 'en' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	CONSTRAINT "blog_categories_document_id_unique" UNIQUE("document_id"),
	CONSTRAINT "blog_categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "blog_posts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "blog_posts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"document_id" char(26) NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"excerpt" text DEFAULT '' NOT NULL,
	"body" text NOT NULL,
	"category_id" integer NOT NULL,
	"image_url" text,
	"image_document_id" char(26),
	"locale" text DEFAULT 'en' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	CONSTRAINT "blog_posts_document_id_unique" UNIQUE("document_id"),
	CONSTRAINT "blog_posts_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "message_attachments" (
	"id" char(26) PRIMARY KEY NOT NULL,
	"message_id" char(26) NOT NULL,
	"name" text NOT NULL,
	"path" text NOT NULL,
	"size" integer NOT NULL,
	"mime_type" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" char(26) PRIMARY KEY NOT NULL,
	"from_id" char(26) NOT NULL,
	"to_id" char(26) NOT NULL,
	"body" text,
	"is_edited" boolean DEFAULT false NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscriptions" (
	"id" char(26) PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" char(26) PRIMARY KEY NOT NULL,
	"user_id" char(26) NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"link_url" text NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" char(26) PRIMARY KEY NOT NULL,
	"user_id" char(26) NOT NULL,
	"reference" text NOT NULL,
	"purpose" "payment_purpose" NOT NULL,
	"series_id" char(26),
	"amount" integer NOT NULL,
	"currency_code" char(3) NOT NULL,
	"gateway" text NOT NULL,
	"authorization_url" text,
	"status" "payment_status" DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
CREATE TABLE "transactions" (
	"id" char(26) PRIMARY KEY NOT NULL,
	"provider_id" char(26) NOT NULL,
	"booking_id" char(26),
	"kind" "transaction_kind" NOT NULL,
	"status" "transaction_status" DEFAULT 'pending' NOT NULL,
	"amount" integer NOT NULL,
	"currency_code" char(3) NOT NULL,
	"description" text,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallet_entries" (
	"id" char(26) PRIMARY KEY NOT NULL,
	"user_id" char(26) NOT NULL,
	"kind" "wallet_entry_kind" NOT NULL,
	"amount" integer NOT NULL,
	"currency_code" char(3) NOT NULL,
	"payment_id" char(26),
	"series_id" char(26),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_fees" (
	"provider_id" char(26) PRIMARY KEY NOT NULL,
	"country_code" char(2) NOT NULL,
	"currency_code" char(3) NOT NULL,
	"general_fee" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "insurance_files" (
	"id" char(26) PRIMARY KEY NOT NULL,
	"provider_id" char(26) NOT NULL,
	"filename" text NOT NULL,
	"path" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profile_views" (
	"id" char(26) PRIMARY KEY NOT NULL,
	"provider_id" char(26) NOT NULL,
	"tracked_for" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider_age_groups" (
	"provider_id" char(26) NOT NULL,
	"age_group_id" char(26) NOT NULL,
	CONSTRAINT "provider_age_groups_provider_id_age_group_id_pk" PRIMARY KEY("provider_id","age_group_id")
);
--> statement-breakpoint
CREATE TABLE "provider_concerns" (
	"provider_id" char(26) NOT NULL,
	"concern_id" char(26) NOT NULL,
	CONSTRAINT "provider_concerns_provider_id_concern_id_pk" PRIMARY KEY("provider_id","concern_id")
);
--> statement-breakpoint
CREATE TABLE "provider_cultural_backgrounds" (
	"provider_id" char(26) NOT NULL,
	"cultural_background_id" char(26) NOT NULL,
	CONSTRAINT "provider_cultural_backgrounds_provider_id_cultural_background_id_pk" PRIMARY KEY("provider_id","cultural_background_id")
);
--> statement-breakpoint
CREATE TABLE "provider_disciplines" (
	"provider_id" char(26) NOT NULL,
	"discipline_id" char(26) NOT NULL,
	CONSTRAINT "provider_disciplines_provider_id_discipline_id_pk" PRIMARY KEY("provider_id","discipline_id")
);
--> statement-breakpoint
CREATE TABLE "provider_languages" (
	"provider_id" char(26) NOT NULL,
	"language_id" char(26) NOT NULL,
	CONSTRAINT "provider_languages_provider_id_language_id_pk" PRIMARY KEY("provider_id","language_id")
);
--> statement-breakpoint
CREATE TABLE "provider_modalities" (
	"provider_id" char(26) NOT NULL,
	"modality_id" char(26) NOT NULL,
	CONSTRAINT "provider_modalities_provider_id_modality_id_pk" PRIMARY KEY("provider_id","modality_id")
);
--> statement-breakpoint
CREATE TABLE "provider_profiles" (
	"user_id" char(26) PRIMARY KEY NOT NULL,
	"title" text,
	"hide_profile_title" boolean DEFAULT false NOT NULL,
	"headline" text DEFAULT '' NOT NULL,
	"bio" text DEFAULT '' NOT NULL,
	"gender" "gender",
	"acknowledge_booking" boolean DEFAULT false NOT NULL,
	"offer_offline_session" boolean DEFAULT false NOT NULL,
	"office_address" text,
	"visibility" "provider_visibility" DEFAULT 'visible' NOT NULL,
	"country_code" char(2) NOT NULL,
	"state" text,
	"city" text,
	"timezone" text NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"rating" numeric(2, 1),
	"review_count" integer DEFAULT 0 NOT NULL,
	"appointment_duration" integer DEFAULT 50 NOT NULL,
	"preferences" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"search_document" text DEFAULT '' NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('english', search_document)) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider_religions" (
	"provider_id" char(26) NOT NULL,
	"religion_id" char(26) NOT NULL,
	CONSTRAINT "provider_religions_provider_id_religion_id_pk" PRIMARY KEY("provider_id","religion_id")
);
--> statement-breakpoint
CREATE TABLE "provider_therapies" (
	"provider_id" char(26) NOT NULL,
	"therapy_id" char(26) NOT NULL,
	CONSTRAINT "provider_therapies_provider_id_therapy_id_pk" PRIMARY KEY("provider_id","therapy_id")
);
--> statement-breakpoint
CREATE TABLE "qualification_files" (
	"id" char(26) PRIMARY KEY NOT NULL,
	"qualification_id" char(26) NOT NULL,
	"filename" text NOT NULL,
	"path" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "qualifications" (
	"id" char(26) PRIMARY KEY NOT NULL,
	"provider_id" char(26) NOT NULL,
	"type" "credential_type" NOT NULL,
	"title" text,
	"body" text,
	"credential_number" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "therapy_fees" (
	"provider_id" char(26) NOT NULL,
	"therapy_id" char(26) NOT NULL,
	"fee" integer DEFAULT 0 NOT NULL,
	"is_free" boolean DEFAULT false NOT NULL,
	"can_set_therapy_as_free" boolean DEFAULT false NOT NULL,
	CONSTRAINT "therapy_fees_provider_id_therapy_id_pk" PRIMARY KEY("provider_id","therapy_id")
);
--> statement-breakpoint
CREATE TABLE "timeslots" (
	"id" char(26) PRIMARY KEY NOT NULL,
	"provider_id" char(26) NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"status" timeslot_status DEFAULT 'open' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_sessions" (
	"id" char(26) PRIMARY KEY NOT NULL,
	"user_id" char(26) NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auth_sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "client_preferences" (
	"user_id" char(26) PRIMARY KEY NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" char(26) PRIMARY KEY NOT NULL,
	"role" "user_role" NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" text,
	"last_name" text,
	"user_name" text NOT NULL,
	"photo_url" text,
	"country_code" char(2),
	"timezone" text DEFAULT 'Europe/London' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "booking_concerns" ADD CONSTRAINT "booking_concerns_series_id_booking_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."booking_series"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_concerns" ADD CONSTRAINT "booking_concerns_concern_id_concerns_id_fk" FOREIGN KEY ("concern_id") REFERENCES "public"."concerns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_participants" ADD CONSTRAINT "booking_participants_series_id_booking_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."booking_series"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_series" ADD CONSTRAINT "booking_series_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_series" ADD CONSTRAINT "booking_series_provider_id_users_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_series" ADD CONSTRAINT "booking_series_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_series" ADD CONSTRAINT "booking_series_therapy_id_therapies_id_fk" FOREIGN KEY ("therapy_id") REFERENCES "public"."therapies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_series" ADD CONSTRAINT "booking_series_modality_id_modalities_id_fk" FOREIGN KEY ("modality_id") REFERENCES "public"."modalities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_series_id_booking_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."booking_series"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_timeslot_id_timeslots_id_fk" FOREIGN KEY ("timeslot_id") REFERENCES "public"."timeslots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_provider_id_users_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "states" ADD CONSTRAINT "states_country_code_countries_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_category_id_blog_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."blog_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_attachments" ADD CONSTRAINT "message_attachments_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_from_id_users_id_fk" FOREIGN KEY ("from_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_to_id_users_id_fk" FOREIGN KEY ("to_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_series_id_booking_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."booking_series"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_provider_id_users_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_entries" ADD CONSTRAINT "wallet_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_entries" ADD CONSTRAINT "wallet_entries_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_entries" ADD CONSTRAINT "wallet_entries_series_id_booking_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."booking_series"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_fees" ADD CONSTRAINT "booking_fees_provider_id_provider_profiles_user_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."provider_profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurance_files" ADD CONSTRAINT "insurance_files_provider_id_provider_profiles_user_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."provider_profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_views" ADD CONSTRAINT "profile_views_provider_id_provider_profiles_user_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."provider_profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_age_groups" ADD CONSTRAINT "provider_age_groups_provider_id_provider_profiles_user_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."provider_profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_age_groups" ADD CONSTRAINT "provider_age_groups_age_group_id_age_groups_id_fk" FOREIGN KEY ("age_group_id") REFERENCES "public"."age_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_concerns" ADD CONSTRAINT "provider_concerns_provider_id_provider_profiles_user_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."provider_profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_concerns" ADD CONSTRAINT "provider_concerns_concern_id_concerns_id_fk" FOREIGN KEY ("concern_id") REFERENCES "public"."concerns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_cultural_backgrounds" ADD CONSTRAINT "provider_cultural_backgrounds_provider_id_provider_profiles_user_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."provider_profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_cultural_backgrounds" ADD CONSTRAINT "provider_cultural_backgrounds_cultural_background_id_cultural_backgrounds_id_fk" FOREIGN KEY ("cultural_background_id") REFERENCES "public"."cultural_backgrounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_disciplines" ADD CONSTRAINT "provider_disciplines_provider_id_provider_profiles_user_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."provider_profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_disciplines" ADD CONSTRAINT "provider_disciplines_discipline_id_disciplines_id_fk" FOREIGN KEY ("discipline_id") REFERENCES "public"."disciplines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_languages" ADD CONSTRAINT "provider_languages_provider_id_provider_profiles_user_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."provider_profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_languages" ADD CONSTRAINT "provider_languages_language_id_languages_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."languages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_modalities" ADD CONSTRAINT "provider_modalities_provider_id_provider_profiles_user_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."provider_profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_modalities" ADD CONSTRAINT "provider_modalities_modality_id_modalities_id_fk" FOREIGN KEY ("modality_id") REFERENCES "public"."modalities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_profiles" ADD CONSTRAINT "provider_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_religions" ADD CONSTRAINT "provider_religions_provider_id_provider_profiles_user_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."provider_profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_religions" ADD CONSTRAINT "provider_religions_religion_id_religions_id_fk" FOREIGN KEY ("religion_id") REFERENCES "public"."religions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_therapies" ADD CONSTRAINT "provider_therapies_provider_id_provider_profiles_user_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."provider_profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_therapies" ADD CONSTRAINT "provider_therapies_therapy_id_therapies_id_fk" FOREIGN KEY ("therapy_id") REFERENCES "public"."therapies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qualification_files" ADD CONSTRAINT "qualification_files_qualification_id_qualifications_id_fk" FOREIGN KEY ("qualification_id") REFERENCES "public"."qualifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qualifications" ADD CONSTRAINT "qualifications_provider_id_provider_profiles_user_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."provider_profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "therapy_fees" ADD CONSTRAINT "therapy_fees_provider_id_provider_profiles_user_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."provider_profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "therapy_fees" ADD CONSTRAINT "therapy_fees_therapy_id_therapies_id_fk" FOREIGN KEY ("therapy_id") REFERENCES "public"."therapies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timeslots" ADD CONSTRAINT "timeslots_provider_id_provider_profiles_user_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."provider_profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD CONSTRAINT "auth_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_preferences" ADD CONSTRAINT "client_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_series_client_idx" ON "booking_series" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "booking_series_provider_idx" ON "booking_series" USING btree ("provider_id");--> statement-breakpoint
CREATE INDEX "bookings_series_idx" ON "bookings" USING btree ("series_id");--> statement-breakpoint
CREATE INDEX "bookings_time_idx" ON "bookings" USING btree ("appointment_time");--> statement-breakpoint
CREATE INDEX "reviews_provider_idx" ON "reviews" USING btree ("provider_id","created_at");--> statement-breakpoint
CREATE INDEX "blog_posts_published_idx" ON "blog_posts" USING btree ("published_at");--> statement-breakpoint
CREATE INDEX "messages_pair_idx" ON "messages" USING btree ("from_id","to_id","created_at");--> statement-breakpoint
CREATE INDEX "messages_unread_idx" ON "messages" USING btree ("to_id","read_at");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_email_type_key" ON "newsletter_subscriptions" USING btree ("email","type");--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_user_idx" ON "payments" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "transactions_provider_idx" ON "transactions" USING btree ("provider_id","occurred_at");--> statement-breakpoint
CREATE INDEX "wallet_entries_user_idx" ON "wallet_entries" USING btree ("user_id","currency_code");--> statement-breakpoint
CREATE INDEX "booking_fees_general_fee_idx" ON "booking_fees" USING btree ("general_fee");--> statement-breakpoint
CREATE INDEX "profile_views_provider_idx" ON "profile_views" USING btree ("provider_id");--> statement-breakpoint
CREATE INDEX "provider_age_groups_item_idx" ON "provider_age_groups" USING btree ("age_group_id");--> statement-breakpoint
CREATE INDEX "provider_concerns_item_idx" ON "provider_concerns" USING btree ("concern_id");--> statement-breakpoint
CREATE INDEX "provider_cultural_backgrounds_item_idx" ON "provider_cultural_backgrounds" USING btree ("cultural_background_id");--> statement-breakpoint
CREATE INDEX "provider_disciplines_item_idx" ON "provider_disciplines" USING btree ("discipline_id");--> statement-breakpoint
CREATE INDEX "provider_languages_item_idx" ON "provider_languages" USING btree ("language_id");--> statement-breakpoint
CREATE INDEX "provider_modalities_item_idx" ON "provider_modalities" USING btree ("modality_id");--> statement-breakpoint
CREATE INDEX "provider_profiles_search_idx" ON "provider_profiles" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "provider_profiles_country_idx" ON "provider_profiles" USING btree ("country_code","state");--> statement-breakpoint
CREATE INDEX "provider_profiles_featured_idx" ON "provider_profiles" USING btree ("featured");--> statement-breakpoint
CREATE INDEX "provider_religions_item_idx" ON "provider_religions" USING btree ("religion_id");--> statement-breakpoint
CREATE INDEX "provider_therapies_item_idx" ON "provider_therapies" USING btree ("therapy_id");--> statement-breakpoint
CREATE INDEX "timeslots_provider_start_idx" ON "timeslots" USING btree ("provider_id","start_time");--> statement-breakpoint
CREATE INDEX "auth_sessions_user_idx" ON "auth_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_user_name_key" ON "users" USING btree ("user_name");
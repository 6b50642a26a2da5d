CREATE TABLE "product_counts" (
	"scope" text NOT NULL,
	"facet" text NOT NULL,
	"value" text NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "product_counts_scope_facet_value_pk" PRIMARY KEY("scope","facet","value"),
	CONSTRAINT "product_counts_n" CHECK ("product_counts"."n" >= 0)
);

CREATE TABLE "platform_counts" (
	"name" varchar(40) PRIMARY KEY NOT NULL,
	"value" bigint NOT NULL
);

ALTER TABLE "page_settings" ADD COLUMN "lead_company_cpf_cnpj_mode" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "page_settings" SET "lead_company_cpf_cnpj_mode" = true WHERE "brand" = 'ram' AND "locale" = 'pt-BR';

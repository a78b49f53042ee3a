-- The DKIM signing key of each From domain (issue 45, item 5; decision 390), its private half sealed.
-- CreateTable
CREATE TABLE "DkimKey" (
    "domain" TEXT NOT NULL,
    "selector" TEXT NOT NULL,
    "privateKey" TEXT NOT NULL,
    "publicKey" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "DkimKey_pkey" PRIMARY KEY ("domain")
);

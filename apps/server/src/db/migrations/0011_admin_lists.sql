-- Reserved slot: filled by the change that owns it.
SELECT 1;

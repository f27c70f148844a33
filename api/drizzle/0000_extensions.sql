-- btree_gist lets a GiST exclusion constraint mix "=" on plain columns with "&&" on ranges
-- (the timetable's "no two lessons in one cabinet at once" rule). Trusted on PostgreSQL 13+.
CREATE EXTENSION IF NOT EXISTS btree_gist;

-- Hand-written (issue 9, ADRs 0012 and 0017): the keyword search now reads its page's rows in the
-- statement that calls search_patient_page() (patient-search.repo.ts, `patients_keyword_page`),
-- joined by id. The planner takes a set-returning function for 1,000 rows unless told: for that
-- many it would read the whole clinic into a hash join instead of fetching the page's rows by
-- primary key. A page is 20 rows by default (spec clinic §5), and the plan made once for every
-- call is made with this estimate.
ALTER FUNCTION search_patient_page(text[], integer, text, text, integer, integer, integer, integer) ROWS 20;

// The registration feature's public surface for other features: nothing, as the person form it shares with
// other pages is in src/lib/person-form.ts and src/components/PersonFields.tsx. Its page is not here: the
// route table loads it on demand.
export {};

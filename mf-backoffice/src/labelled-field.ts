// Moved to the @shop/ui/lists kit when the account's orders desk became its second user. Kept
// only for branches written against this path; nothing here imports it: delete it once merged.
export * from '@shop/ui/lists';

// One route for every content file. Whether a file exists for the URL is
// decided in +data.ts, which renders the 404 page when it does not
// (Vike reads this file at config time, before content can be listed).
export default '/*'

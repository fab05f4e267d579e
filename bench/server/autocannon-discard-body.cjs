// autocannon's setupClient for the API bench: count the response bytes but do not turn every body into a string
// (the bench checks status codes, never bodies, and the conversion cost the load generator more than the server
// spent on a whole book's answer).
module.exports = (client) => {
  client.pipelinedRequests.addBody = () => {};
};

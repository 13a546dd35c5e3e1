/** Where a container's page is: /containerhistory?container=MSCU1234565. */
export const containerPagePath = (contnumber: string) =>
  `/containerhistory?${new URLSearchParams({ container: contnumber })}`;

/** The query parameter naming the container. */
export const CONTAINER_PARAM = 'container';

/** @module Wikis: the project's (`wiki` domain) and the group's (`group.wiki_*`), from one factory. */
export { wikiAttachmentActions } from './attachments.js';
export { groupWikiActions } from '../group/wiki.js';
export { projectWikiActions } from './owners.js';

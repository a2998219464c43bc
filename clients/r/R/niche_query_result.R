#' Create a new NicheQueryResult
#'
#' @description
#' NicheQueryResult Class
#'
#' @docType class
#' @title NicheQueryResult
#' @description NicheQueryResult Class
#' @format An \code{R6Class} generator object
#' @field queryId  character
#' @field speciesIdentified  character
#' @field pBk Barcode probability P(Bk) of the identified species. numeric
#' @field minPEk min(P(EK)), the niche model's lowest probability over the species' own presences; null when no niche model could be built. numeric
#' @field pEk P(Ek), the niche model's probability at the query's coordinates. numeric
#' @field tsi Prob(Sid).TSI = min(1, P(Ek)/min(P(EK))). numeric
#' @field ciUnc Prob(Sid).CI.unc (reported when `independence` is true, otherwise null). numeric
#' @field ciCor Prob(Sid).CI.cor (reported when `independence` is false, otherwise null). numeric
#' @field warning Why this query has no niche scores (`minPEk` … `ciCor` null): no environment values for it, no niche model for its species (and why), or no finite score from its values. Null when the scores are there. (Absent in results stored before 1.2.0.) character [optional]
#' @importFrom R6 R6Class
#' @importFrom jsonlite fromJSON toJSON
#' @export
NicheQueryResult <- R6::R6Class(
  "NicheQueryResult",
  public = list(
    `queryId` = NULL,
    `speciesIdentified` = NULL,
    `pBk` = NULL,
    `minPEk` = NULL,
    `pEk` = NULL,
    `tsi` = NULL,
    `ciUnc` = NULL,
    `ciCor` = NULL,
    `warning` = NULL,

    #' @description
    #' Initialize a new NicheQueryResult class.
    #'
    #' @param queryId queryId
    #' @param speciesIdentified speciesIdentified
    #' @param pBk Barcode probability P(Bk) of the identified species.
    #' @param minPEk min(P(EK)), the niche model's lowest probability over the species' own presences; null when no niche model could be built.
    #' @param pEk P(Ek), the niche model's probability at the query's coordinates.
    #' @param tsi Prob(Sid).TSI = min(1, P(Ek)/min(P(EK))).
    #' @param ciUnc Prob(Sid).CI.unc (reported when `independence` is true, otherwise null).
    #' @param ciCor Prob(Sid).CI.cor (reported when `independence` is false, otherwise null).
    #' @param warning Why this query has no niche scores (`minPEk` … `ciCor` null): no environment values for it, no niche model for its species (and why), or no finite score from its values. Null when the scores are there. (Absent in results stored before 1.2.0.)
    #' @param ... Other optional arguments.
    initialize = function(`queryId`, `speciesIdentified`, `pBk`, `minPEk`, `pEk`, `tsi`, `ciUnc`, `ciCor`, `warning` = NULL, ...) {
      if (!missing(`queryId`)) {
        if (!(is.character(`queryId`) && length(`queryId`) == 1)) {
          stop(paste("Error! Invalid data for `queryId`. Must be a string:", `queryId`))
        }
        self$`queryId` <- `queryId`
      }
      if (!missing(`speciesIdentified`)) {
        if (!(is.character(`speciesIdentified`) && length(`speciesIdentified`) == 1)) {
          stop(paste("Error! Invalid data for `speciesIdentified`. Must be a string:", `speciesIdentified`))
        }
        self$`speciesIdentified` <- `speciesIdentified`
      }
      if (!missing(`pBk`)) {
        self$`pBk` <- `pBk`
      }
      if (!missing(`minPEk`)) {
        self$`minPEk` <- `minPEk`
      }
      if (!missing(`pEk`)) {
        self$`pEk` <- `pEk`
      }
      if (!missing(`tsi`)) {
        self$`tsi` <- `tsi`
      }
      if (!missing(`ciUnc`)) {
        self$`ciUnc` <- `ciUnc`
      }
      if (!missing(`ciCor`)) {
        self$`ciCor` <- `ciCor`
      }
      if (!is.null(`warning`)) {
        if (!(is.character(`warning`) && length(`warning`) == 1)) {
          stop(paste("Error! Invalid data for `warning`. Must be a string:", `warning`))
        }
        self$`warning` <- `warning`
      }
    },

    #' @description
    #' Convert to an R object. This method is deprecated. Use `toSimpleType()` instead.
    toJSON = function() {
      .Deprecated(new = "toSimpleType", msg = "Use the '$toSimpleType()' method instead since that is more clearly named. Use '$toJSONString()' to get a JSON string")
      return(self$toSimpleType())
    },

    #' @description
    #' Convert to a List
    #'
    #' Convert the R6 object to a list to work more easily with other tooling.
    #'
    #' @return NicheQueryResult as a base R list.
    #' @examples
    #' # convert array of NicheQueryResult (x) to a data frame
    #' \dontrun{
    #' library(purrr)
    #' library(tibble)
    #' df <- x |> map(\(y)y$toList()) |> map(as_tibble) |> list_rbind()
    #' df
    #' }
    toList = function() {
      return(self$toSimpleType())
    },

    #' @description
    #' Convert NicheQueryResult to a base R type
    #'
    #' @return A base R type, e.g. a list or numeric/character array.
    toSimpleType = function() {
      NicheQueryResultObject <- list()
      if (!is.null(self$`queryId`)) {
        NicheQueryResultObject[["queryId"]] <-
          self$`queryId`
      }
      if (!is.null(self$`speciesIdentified`)) {
        NicheQueryResultObject[["speciesIdentified"]] <-
          self$`speciesIdentified`
      }
      if (!is.null(self$`pBk`)) {
        NicheQueryResultObject[["pBk"]] <-
          self$`pBk`
      }
      if (!is.null(self$`minPEk`)) {
        NicheQueryResultObject[["minPEk"]] <-
          self$`minPEk`
      }
      if (!is.null(self$`pEk`)) {
        NicheQueryResultObject[["pEk"]] <-
          self$`pEk`
      }
      if (!is.null(self$`tsi`)) {
        NicheQueryResultObject[["tsi"]] <-
          self$`tsi`
      }
      if (!is.null(self$`ciUnc`)) {
        NicheQueryResultObject[["ciUnc"]] <-
          self$`ciUnc`
      }
      if (!is.null(self$`ciCor`)) {
        NicheQueryResultObject[["ciCor"]] <-
          self$`ciCor`
      }
      if (!is.null(self$`warning`)) {
        NicheQueryResultObject[["warning"]] <-
          self$`warning`
      }
      return(NicheQueryResultObject)
    },

    #' @description
    #' Deserialize JSON string into an instance of NicheQueryResult
    #'
    #' @param input_json the JSON input
    #' @return the instance of NicheQueryResult
    fromJSON = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      if (!is.null(this_object$`queryId`)) {
        self$`queryId` <- this_object$`queryId`
      }
      if (!is.null(this_object$`speciesIdentified`)) {
        self$`speciesIdentified` <- this_object$`speciesIdentified`
      }
      if (!is.null(this_object$`pBk`)) {
        self$`pBk` <- this_object$`pBk`
      }
      if (!is.null(this_object$`minPEk`)) {
        self$`minPEk` <- this_object$`minPEk`
      }
      if (!is.null(this_object$`pEk`)) {
        self$`pEk` <- this_object$`pEk`
      }
      if (!is.null(this_object$`tsi`)) {
        self$`tsi` <- this_object$`tsi`
      }
      if (!is.null(this_object$`ciUnc`)) {
        self$`ciUnc` <- this_object$`ciUnc`
      }
      if (!is.null(this_object$`ciCor`)) {
        self$`ciCor` <- this_object$`ciCor`
      }
      if (!is.null(this_object$`warning`)) {
        self$`warning` <- this_object$`warning`
      }
      self
    },

    #' @description
    #' To JSON String
    #' 
    #' @param ... Parameters passed to `jsonlite::toJSON`
    #' @return NicheQueryResult in JSON format
    toJSONString = function(...) {
      simple <- self$toSimpleType()
      json <- jsonlite::toJSON(simple, auto_unbox = TRUE, digits = NA, ...)
      return(as.character(jsonlite::minify(json)))
    },

    #' @description
    #' Deserialize JSON string into an instance of NicheQueryResult
    #'
    #' @param input_json the JSON input
    #' @return the instance of NicheQueryResult
    fromJSONString = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      self$`queryId` <- this_object$`queryId`
      self$`speciesIdentified` <- this_object$`speciesIdentified`
      self$`pBk` <- this_object$`pBk`
      self$`minPEk` <- this_object$`minPEk`
      self$`pEk` <- this_object$`pEk`
      self$`tsi` <- this_object$`tsi`
      self$`ciUnc` <- this_object$`ciUnc`
      self$`ciCor` <- this_object$`ciCor`
      self$`warning` <- this_object$`warning`
      self
    },

    #' @description
    #' Validate JSON input with respect to NicheQueryResult and throw an exception if invalid
    #'
    #' @param input the JSON input
    validateJSON = function(input) {
      input_json <- jsonlite::fromJSON(input)
      # check the required field `queryId`
      if (!is.null(input_json$`queryId`)) {
        if (!(is.character(input_json$`queryId`) && length(input_json$`queryId`) == 1)) {
          stop(paste("Error! Invalid data for `queryId`. Must be a string:", input_json$`queryId`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for NicheQueryResult: the required field `queryId` is missing."))
      }
      # check the required field `speciesIdentified`
      if (!is.null(input_json$`speciesIdentified`)) {
        if (!(is.character(input_json$`speciesIdentified`) && length(input_json$`speciesIdentified`) == 1)) {
          stop(paste("Error! Invalid data for `speciesIdentified`. Must be a string:", input_json$`speciesIdentified`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for NicheQueryResult: the required field `speciesIdentified` is missing."))
      }
      # check the required field `pBk`
      if (!is.null(input_json$`pBk`)) {
      } else {
        stop(paste("The JSON input `", input, "` is invalid for NicheQueryResult: the required field `pBk` is missing."))
      }
      # check the required field `minPEk`
      if (!is.null(input_json$`minPEk`)) {
      } else {
        stop(paste("The JSON input `", input, "` is invalid for NicheQueryResult: the required field `minPEk` is missing."))
      }
      # check the required field `pEk`
      if (!is.null(input_json$`pEk`)) {
      } else {
        stop(paste("The JSON input `", input, "` is invalid for NicheQueryResult: the required field `pEk` is missing."))
      }
      # check the required field `tsi`
      if (!is.null(input_json$`tsi`)) {
      } else {
        stop(paste("The JSON input `", input, "` is invalid for NicheQueryResult: the required field `tsi` is missing."))
      }
      # check the required field `ciUnc`
      if (!is.null(input_json$`ciUnc`)) {
      } else {
        stop(paste("The JSON input `", input, "` is invalid for NicheQueryResult: the required field `ciUnc` is missing."))
      }
      # check the required field `ciCor`
      if (!is.null(input_json$`ciCor`)) {
      } else {
        stop(paste("The JSON input `", input, "` is invalid for NicheQueryResult: the required field `ciCor` is missing."))
      }
    },

    #' @description
    #' To string (JSON format)
    #'
    #' @return String representation of NicheQueryResult
    toString = function() {
      self$toJSONString()
    },

    #' @description
    #' Return true if the values in all fields are valid.
    #'
    #' @return true if the values in all fields are valid.
    isValid = function() {
      # check if the required `queryId` is null
      if (is.null(self$`queryId`)) {
        return(FALSE)
      }

      # check if the required `speciesIdentified` is null
      if (is.null(self$`speciesIdentified`)) {
        return(FALSE)
      }

      # check if the required `pBk` is null
      if (is.null(self$`pBk`)) {
        return(FALSE)
      }

      if (self$`pBk` > 1) {
        return(FALSE)
      }
      if (self$`pBk` < 0) {
        return(FALSE)
      }

      if (self$`minPEk` > 1) {
        return(FALSE)
      }
      if (self$`minPEk` < 0) {
        return(FALSE)
      }

      if (self$`pEk` > 1) {
        return(FALSE)
      }
      if (self$`pEk` < 0) {
        return(FALSE)
      }

      if (self$`tsi` > 1) {
        return(FALSE)
      }
      if (self$`tsi` < 0) {
        return(FALSE)
      }

      if (self$`ciUnc` > 1) {
        return(FALSE)
      }
      if (self$`ciUnc` < 0) {
        return(FALSE)
      }

      if (self$`ciCor` > 1) {
        return(FALSE)
      }
      if (self$`ciCor` < 0) {
        return(FALSE)
      }

      if (nchar(self$`warning`) > 500) {
        return(FALSE)
      }

      TRUE
    },

    #' @description
    #' Return a list of invalid fields (if any).
    #'
    #' @return A list of invalid fields (if any).
    getInvalidFields = function() {
      invalid_fields <- list()
      # check if the required `queryId` is null
      if (is.null(self$`queryId`)) {
        invalid_fields["queryId"] <- "Non-nullable required field `queryId` cannot be null."
      }

      # check if the required `speciesIdentified` is null
      if (is.null(self$`speciesIdentified`)) {
        invalid_fields["speciesIdentified"] <- "Non-nullable required field `speciesIdentified` cannot be null."
      }

      # check if the required `pBk` is null
      if (is.null(self$`pBk`)) {
        invalid_fields["pBk"] <- "Non-nullable required field `pBk` cannot be null."
      }

      if (self$`pBk` > 1) {
        invalid_fields["pBk"] <- "Invalid value for `pBk`, must be smaller than or equal to 1."
      }
      if (self$`pBk` < 0) {
        invalid_fields["pBk"] <- "Invalid value for `pBk`, must be bigger than or equal to 0."
      }

      if (self$`minPEk` > 1) {
        invalid_fields["minPEk"] <- "Invalid value for `minPEk`, must be smaller than or equal to 1."
      }
      if (self$`minPEk` < 0) {
        invalid_fields["minPEk"] <- "Invalid value for `minPEk`, must be bigger than or equal to 0."
      }

      if (self$`pEk` > 1) {
        invalid_fields["pEk"] <- "Invalid value for `pEk`, must be smaller than or equal to 1."
      }
      if (self$`pEk` < 0) {
        invalid_fields["pEk"] <- "Invalid value for `pEk`, must be bigger than or equal to 0."
      }

      if (self$`tsi` > 1) {
        invalid_fields["tsi"] <- "Invalid value for `tsi`, must be smaller than or equal to 1."
      }
      if (self$`tsi` < 0) {
        invalid_fields["tsi"] <- "Invalid value for `tsi`, must be bigger than or equal to 0."
      }

      if (self$`ciUnc` > 1) {
        invalid_fields["ciUnc"] <- "Invalid value for `ciUnc`, must be smaller than or equal to 1."
      }
      if (self$`ciUnc` < 0) {
        invalid_fields["ciUnc"] <- "Invalid value for `ciUnc`, must be bigger than or equal to 0."
      }

      if (self$`ciCor` > 1) {
        invalid_fields["ciCor"] <- "Invalid value for `ciCor`, must be smaller than or equal to 1."
      }
      if (self$`ciCor` < 0) {
        invalid_fields["ciCor"] <- "Invalid value for `ciCor`, must be bigger than or equal to 0."
      }

      if (nchar(self$`warning`) > 500) {
        invalid_fields["warning"] <- "Invalid length for `warning`, must be smaller than or equal to 500."
      }

      invalid_fields
    },

    #' @description
    #' Print the object
    print = function() {
      print(jsonlite::prettify(self$toJSONString()))
      invisible(self)
    }
  ),
  # Lock the class to prevent modifications to the method or field
  lock_class = TRUE
)
## Uncomment below to unlock the class to allow modifications of the method or field
# NicheQueryResult$unlock()
#
## Below is an example to define the print function
# NicheQueryResult$set("public", "print", function(...) {
#   print(jsonlite::prettify(self$toJSONString()))
#   invisible(self)
# })
## Uncomment below to lock the class to prevent modifications to the method or field
# NicheQueryResult$lock()

